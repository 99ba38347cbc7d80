import { describe, expect, it } from 'vitest';
import { EmployeeCreate, EmployeeEdit, toEmployeeFile } from '../../../src/resources/employees/EmployeeForm';

describe('after saving an employee', () => {
  it('returns to the 201 file, after hiring and after an edit alike', () => {
    expect(toEmployeeFile('employees', 12)).toBe('employees/details?id=12');
    expect(EmployeeEdit().props.redirect).toBe(toEmployeeFile);
    expect(EmployeeCreate().props.redirect).toBe(toEmployeeFile);
  });
});
