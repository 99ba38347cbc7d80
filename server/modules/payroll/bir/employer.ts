import type { Database } from '../../../db/database';

// The withholding agent as the BIR forms print it: its BIR registration when one is
// recorded (/payroll/bir/employer-details), else the company's own record.

export interface WithholdingAgent {
  tin: string;
  branch_code: string;
  rdo_code: string;
  name: string;
  address: string;
  zip_code: string;
  contact_no: string;
  email: string;
  category: string;
  signatory_name: string;
  signatory_position: string;
  signatory_tin: string;
}

export async function withholdingAgent(db: Database, companyId: number): Promise<WithholdingAgent> {
  const c = await db
    .selectFrom('companies')
    .select(['tin', 'tin_branch_code', 'rdo_code', 'name', 'address_line', 'zip_code', 'phone', 'email'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const bir = await db
    .selectFrom('employer_registrations')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('agency', '=', 'bir')
    .executeTakeFirst();
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    tin: text(bir?.registration_no ?? c.tin),
    branch_code: text(bir?.branch_code ?? c.tin_branch_code ?? '00000'),
    rdo_code: text(bir?.rdo_code ?? c.rdo_code),
    name: text(bir?.registered_name ?? c.name),
    address: text(bir?.registered_address ?? c.address_line),
    zip_code: text(bir?.zip_code ?? c.zip_code),
    contact_no: text(bir?.contact_no ?? c.phone),
    email: text(bir?.email ?? c.email),
    category: text(bir?.withholding_agent_category ?? 'private'),
    signatory_name: text(bir?.signatory_name),
    signatory_position: text(bir?.signatory_position),
    signatory_tin: text(bir?.signatory_tin),
  };
}
