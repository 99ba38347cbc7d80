import { formatTin } from '@core/bir/form-1601c';
import type { WithholdingAgent } from './employer';
import type { PdfPageBuilder } from './pdf-writer';

/** The signature lines of a BIR return at `y`: the authorized representative and the signatory's TIN. */
export function signatureBlock(page: PdfPageBuilder, left: number, right: number, y: number, agent: WithholdingAgent): void {
  page.line(left, y, left + 240, y);
  page.line(right - 200, y, right, y);
  page.text(left, y + 10, `${agent.signatory_name} - ${agent.signatory_position}`, { size: 7 });
  page.text(left, y + 19, 'Signature over printed name of the authorized representative', { size: 6 });
  page.text(right - 200, y + 10, `TIN of signatory: ${formatTin(agent.signatory_tin)}`, { size: 7 });
}
