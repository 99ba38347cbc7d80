import { describe, expect, it } from 'vitest';
import { canonicalMobile, fieldProblem, normaliseRecord } from '@core/resources/define';
import { employeesResource } from '@core/resources/employees.resource';

// The employee form validates with the same definition: what the server stores, the form accepts.
describe('mobile numbers', () => {
  const field = employeesResource.fields.mobile_no;

  it('are accepted typed with spaces, dashes, brackets or +63, and stored as 09XXXXXXXXX', () => {
    for (const typed of ['0917 123 4567', '+63 917-123-4567', '(0917) 123-4567', '639171234567', '09171234567']) {
      expect(fieldProblem(field, typed), typed).toBeUndefined();
      expect(canonicalMobile(typed), typed).toBe('09171234567');
    }
    expect(normaliseRecord(employeesResource, { mobile_no: '+63 917-123-4567' })).toEqual({ mobile_no: '09171234567' });
  });

  it('still refuses a number that is not a mobile number', () => {
    expect(fieldProblem(field, '0917-123')).toBe('The mobile number must be 09XXXXXXXXX or +63 9XXXXXXXXX.');
    expect(fieldProblem(field, '+1 917 123 4567')).toBeDefined();
  });
});
