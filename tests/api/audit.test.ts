import { beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../server/shared/audit';
import { useTestApp } from './test-app';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.login('admin@example.com');
});

const logsOf = (recordId: string | number, action?: string) => {
  let query = t.db.selectFrom('transaction_logs').selectAll().where('resource', '=', 'users').where('record_id', '=', String(recordId));
  if (action) query = query.where('action', '=', action);
  return query.execute();
};

describe('transaction logs', () => {
  it('records who changed what, keeping only the changed fields', async () => {
    const target = await t.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('email', '=', 'employee@example.com')
      .executeTakeFirstOrThrow();
    const response = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${target.id}`,
      token: admin,
      payload: { name: 'Renamed Person' },
      headers: { 'user-agent': 'audit-test' },
    });
    expect(response.statusCode).toBe(200);
    const [log] = await logsOf(target.id, 'update');
    expect(log).toMatchObject({ portal: 'admin', role: 1, user_agent: 'audit-test', ip_address: expect.any(String) });
    expect(log.before).toEqual({ name: target.name });
    expect(log.after).toEqual({ name: 'Renamed Person' });
  });

  it('writes nothing when the write is refused', async () => {
    const before = await t.db
      .selectFrom('transaction_logs')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      token: admin,
      payload: { name: 'X', email: 'bad', password: 'Kalamansi-42', role: 3 },
    });
    expect(response.statusCode).toBe(422);
    const after = await t.db
      .selectFrom('transaction_logs')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('is rolled back together with the write it describes', async () => {
    const target = await t.db.selectFrom('users').select(['id', 'name']).where('email', '=', 'hr@example.com').executeTakeFirstOrThrow();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ name: 'Never Saved' }).where('id', '=', target.id).execute();
        await audit(
          trx,
          { userId: null, role: null, portal: 'system' },
          { resource: 'users', action: 'update', recordId: target.id, summary: 'rollback probe' },
        );
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const user = await t.db.selectFrom('users').select('name').where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(user.name).toBe(target.name);
    const probes = await t.db.selectFrom('transaction_logs').select('id').where('summary', '=', 'rollback probe').execute();
    expect(probes).toEqual([]);
  });

  it('records logins and failed logins', async () => {
    await t.request({ method: 'POST', url: '/api/login', payload: { email: 'payroll@example.com', password: 'wrong-pass1' } });
    await t.login('payroll@example.com');
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'payroll@example.com').executeTakeFirstOrThrow();
    const actions = (await logsOf(user.id)).map((l) => l.action);
    expect(actions).toEqual(expect.arrayContaining(['login_failed', 'login']));
  });

  it('masks government numbers and never stores secrets', async () => {
    const employee = await t.db.selectFrom('employees').select(['id', 'tin']).where('tin', 'is not', null).executeTakeFirstOrThrow();
    await audit(
      t.db,
      { userId: null, role: null, portal: 'system' },
      {
        resource: 'employees',
        action: 'update',
        recordId: employee.id,
        summary: 'mask probe',
        before: { tin: employee.tin, password: 'x' },
        after: { tin: '123456789', password: 'y' },
      },
    );
    const log = await t.db.selectFrom('transaction_logs').selectAll().where('summary', '=', 'mask probe').executeTakeFirstOrThrow();
    expect(log.after).toEqual({ tin: '*****6789', password: '********' });
  });
});
