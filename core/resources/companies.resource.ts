import { defineResource } from './define';

const digits = (n: number, label: string) => ({ regex: new RegExp(`^\\d{${n}}$`), message: `The ${label} must be ${n} digits.` });

/** The employer's identity and address (the company profile screen). */
export const companiesResource = defineResource({
  name: 'companies',
  table: 'companies',
  label: 'Companies',
  textFields: ['code', 'name'],
  defaultSort: ['name', 'ASC'],
  fields: {
    code: { kind: 'text', label: 'code', required: true, maxLength: 20, list: true, search: true, sort: true },
    name: { kind: 'text', label: 'registered name', required: true, maxLength: 150, list: true, search: true, sort: true },
    trade_name: { kind: 'text', label: 'trade name', maxLength: 150, list: true },
    tin: { kind: 'text', label: 'TIN', required: true, digitsOnly: true, maxLength: 9, pattern: digits(9, 'TIN'), list: true },
    tin_branch_code: {
      kind: 'text',
      label: 'TIN branch code',
      required: true,
      maxLength: 5,
      pattern: digits(5, 'TIN branch code'),
      defaultValue: '00000',
    },
    rdo_code: { kind: 'text', label: 'RDO code', required: true, maxLength: 3, pattern: digits(3, 'RDO code') },
    address_line: { kind: 'text', label: 'address', required: true, maxLength: 200 },
    barangay: { kind: 'text', label: 'barangay', maxLength: 100 },
    city_municipality: { kind: 'text', label: 'city or municipality', required: true, maxLength: 100, list: true },
    province: { kind: 'text', label: 'province', maxLength: 100 },
    region: { kind: 'text', label: 'region', required: true, maxLength: 20 },
    zip_code: { kind: 'text', label: 'ZIP code', required: true, maxLength: 4, pattern: digits(4, 'ZIP code') },
    phone: { kind: 'text', label: 'phone', maxLength: 30 },
    email: { kind: 'email', label: 'email', maxLength: 150 },
    website: {
      kind: 'text',
      label: 'website',
      maxLength: 200,
      pattern: { regex: /^https?:\/\/[^\s/$.?#].[^\s]*$/i, message: 'Invalid URL' },
    },
    industry: { kind: 'text', label: 'industry', maxLength: 100 },
    is_active: { kind: 'boolean', label: 'active', list: true, defaultValue: true },
  },
});
