import { beforeAll, describe, expect, it } from 'vitest';
import { onePixelPng } from '../support/png';
import { useTestApp } from './test-app';

const t = useTestApp();
let hr: string;
let employee: string;
let companyId: number;
beforeAll(async () => {
  hr = await t.login('hr@example.com');
  employee = await t.login('employee@example.com');
  const list = await t.request({ method: 'GET', url: '/api/hr/companies', token: hr });
  companyId = list.json()[0].id;
});

function multipart(fileName: string, content: Buffer, contentType = 'image/png') {
  const boundary = '----logo' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const logoUrl = () => `/api/hr/companies/${companyId}/logo`;
const upload = (fileName: string, content: Buffer, token = hr, contentType?: string) =>
  t.request({ method: 'POST', url: logoUrl(), token, ...multipart(fileName, content, contentType) });
const logoAttachmentId = async () =>
  (await t.db.selectFrom('companies').select('logo_attachment_id').where('id', '=', companyId).executeTakeFirstOrThrow())
    .logo_attachment_id as number | null;

describe('company logo', () => {
  it('stores an uploaded PNG and serves it back byte for byte with its content type', async () => {
    const image = onePixelPng([200, 30, 40]);
    const response = await upload('bayanihan.png', image);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ file_name: 'bayanihan.png', mime_type: 'image/png', size_bytes: image.length });

    const served = await t.request({ method: 'GET', url: logoUrl(), token: hr });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(image)).toBe(true);

    const company = await t.request({ method: 'GET', url: `/api/hr/companies/${companyId}`, token: hr });
    expect(company.json().logo_attachment_id).toBe(response.json().logo_attachment_id);

    const log = await t.db
      .selectFrom('transaction_logs')
      .selectAll()
      .where('resource', '=', 'companies')
      .where('record_id', '=', String(companyId))
      .where('action', '=', 'logo-upload')
      .executeTakeFirstOrThrow();
    expect(log.summary).toBe('Uploaded the logo of Bayanihan Retail Corporation: bayanihan.png');
    expect(log.portal).toBe('hr');
  });

  it('replaces the logo and deletes the old file', async () => {
    const old = await logoAttachmentId();
    expect(old).not.toBeNull();
    const image = onePixelPng([10, 120, 250]);
    const response = await upload('new-logo.png', image);
    expect(response.statusCode).toBe(200);
    expect(await logoAttachmentId()).not.toBe(old);
    expect(await t.db.selectFrom('attachments').select('id').where('id', '=', old).executeTakeFirst()).toBeUndefined();
    const served = await t.request({ method: 'GET', url: logoUrl(), token: hr });
    expect(served.rawPayload.equals(image)).toBe(true);
  });

  it('refuses a text file named .png, whatever type the browser declares', async () => {
    const before = await logoAttachmentId();
    const response = await upload('logo.png', Buffer.from('this is not an image\n'), hr, 'image/png');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.logo).toEqual(['The logo must be a PNG, JPEG or WebP image.']);
    expect(await logoAttachmentId()).toBe(before);
  });

  it('refuses an image over 2 MB', async () => {
    const before = await logoAttachmentId();
    const image = Buffer.concat([onePixelPng([0, 0, 0]), Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload('huge.png', image);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.logo).toEqual(['The logo must be at most 2 MB.']);
    expect(await logoAttachmentId()).toBe(before);
  });

  it('accepts JPEG and WebP by their signatures', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
    expect((await upload('logo.jpg', jpeg, hr, 'application/octet-stream')).json().mime_type).toBe('image/jpeg');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
    expect((await upload('logo.webp', webp)).json().mime_type).toBe('image/webp');
    expect((await t.request({ method: 'GET', url: logoUrl(), token: hr })).headers['content-type']).toBe('image/webp');
  });

  it('removes the logo, and audits the removal', async () => {
    const old = await logoAttachmentId();
    const response = await t.request({ method: 'DELETE', url: logoUrl(), token: hr });
    expect(response.statusCode).toBe(200);
    expect(await logoAttachmentId()).toBeNull();
    expect(await t.db.selectFrom('attachments').select('id').where('id', '=', old).executeTakeFirst()).toBeUndefined();
    expect((await t.request({ method: 'GET', url: logoUrl(), token: hr })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: logoUrl(), token: hr })).statusCode).toBe(404);
    const log = await t.db
      .selectFrom('transaction_logs')
      .select('summary')
      .where('record_id', '=', String(companyId))
      .where('action', '=', 'logo-remove')
      .executeTakeFirstOrThrow();
    expect(log.summary).toBe('Removed the logo of Bayanihan Retail Corporation');
  });

  it('answers 404 for another company id and 403 to an employee account', async () => {
    const elsewhere = `/api/hr/companies/${companyId + 999}/logo`;
    expect((await t.request({ method: 'POST', url: elsewhere, token: hr, ...multipart('x.png', onePixelPng([1, 2, 3])) })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'GET', url: elsewhere, token: hr })).statusCode).toBe(404);
    expect((await upload('x.png', onePixelPng([1, 2, 3]), employee)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: logoUrl(), token: employee })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: logoUrl(), token: employee })).statusCode).toBe(403);
  });
});

describe('agency registrations on the company profile', () => {
  it('lists the seeded employer numbers of the company, read-only', async () => {
    const response = await t.request({ method: 'GET', url: '/api/hr/employer-registrations', token: hr });
    expect(response.statusCode).toBe(200);
    const byAgency = Object.fromEntries(response.json().map((r: { agency: string }) => [r.agency, r]));
    expect(byAgency.sss).toMatchObject({ registration_no: '0398765432', registered_name: 'Bayanihan Retail Corporation' });
    expect(byAgency.philhealth.registration_no).toBe('200123456789');
    expect(byAgency.pagibig.registration_no).toBe('201234567890');
    expect(byAgency.bir).toMatchObject({ registration_no: '009876543', branch_code: '00000', rdo_code: '047' });

    const id = byAgency.sss.id;
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/hr/employer-registrations/${id}`,
          token: hr,
          payload: { registration_no: '1111111111' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/hr/employer-registrations/${id}`, token: hr })).statusCode).toBe(404);
  });

  it('is refused to an employee account', async () => {
    expect((await t.request({ method: 'GET', url: '/api/hr/employer-registrations', token: employee })).statusCode).toBe(403);
  });
});
