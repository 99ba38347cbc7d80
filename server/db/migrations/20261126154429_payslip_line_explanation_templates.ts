import { sql, type Kysely } from 'kysely';

// A payslip line's explanation (rule, legal basis, table version, inputs) was stored whole
// on every line: about half a kilobyte a line, most of it the same words on every line of
// a code. The words now live once in `payslip_line_explanations` (its `template`: every key
// of the explanation but `inputs`), and the line keeps `{ "inputs": … }` in `explanation`
// and the template's id; the full explanation is `template || explanation`. Lines written
// before, or without a template (id null), keep their whole explanation as they were.
// Templates are only ever added (never changed or deleted), so the line's id needs no
// foreign key: a key would add a check per line, which is what this saves.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payslip_line_explanations')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('template', 'jsonb', (c) => c.notNull().unique())
    .execute();
  await db.schema.alterTable('payslip_lines').addColumn('explanation_template_id', 'bigint').execute();
  await sql`comment on column payslip_lines.explanation_template_id is 'payslip_line_explanations.id: the full explanation is its template || explanation'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update payslip_lines l set explanation = t.template || l.explanation, explanation_template_id = null
      from payslip_line_explanations t where t.id = l.explanation_template_id`.execute(db);
  await db.schema.alterTable('payslip_lines').dropColumn('explanation_template_id').execute();
  await db.schema.dropTable('payslip_line_explanations').execute();
}
