import type { Migration } from 'kysely';
import * as foundation from './20261122203823_foundation';
import * as hrOrganisation from './20261122213502_hr_organisation';
import * as hr201File from './20261122213503_hr_201_file';
import * as payrollSetup from './20261122213504_payroll_setup';
import * as leaveFoundation from './20261122215050_leave_foundation';
import * as attachmentContent from './20261122220116_attachment_content';
import * as timePunches from './20261124231045_time_punches';
import * as timekeepingMasterData from './20261124232137_timekeeping_master_data';
import * as timesheets from './20261124233535_timesheets';
import * as leaveLedger from './20261125130513_leave_ledger';
import * as timesheetAdjustments from './20261125133441_timesheet_adjustments';
import * as applicationsEngine from './20261125133939_applications_engine';
import * as payrollProcessing from './20261125155046_payroll_processing';
import * as contributionPolicy from './20261125170015_contribution_policy';
import * as remittancesAndBankFiles from './20261125185331_remittances_and_bank_files';
import * as birReturns from './20261125185402_bir_returns';
import * as thirteenthMonthBatches from './20261125185655_thirteenth_month_batches';
import * as bonusBatches from './20261125194944_bonus_batches';
import * as jobRuns from './20261125221803_job_runs';
import * as companyOfAuditRows from './20261125222937_company_of_audit_rows_and_punch_imports';
import * as changeRequests from './20261126022400_change_requests';
import * as batchEntries from './20261126053708_batch_entries';
import * as finalPay from './20261126053832_final_pay';
import * as serviceChargesAndLeaveConversions from './20261126053839_service_charges_and_leave_conversions';
import * as yearEndAndRetroPay from './20261126053922_year_end_and_retro_pay';
import * as notifications from './20261126055142_notifications';
import * as emailOutboxRetries from './20261126092827_email_outbox_retries';
import * as unmatchedPunchExceptions from './20261126101603_unmatched_punch_exceptions';
import * as leaveRuns from './20261126122753_leave_runs';
import * as scheduleUploads from './20261126122823_schedule_uploads';
import * as adjustmentCancellations from './20261126123948_adjustment_cancellations';
import * as birAnnualRecords from './20261126124440_bir_annual_records';
import * as approvalQueueIndexes from './20261126125750_approval_queue_indexes';
import * as approvalQueueKeys from './20261126132317_approval_queue_keys';
import * as birAnnualLifecycle from './20261126153645_bir_annual_lifecycle';
import * as payslipLineExplanationTemplates from './20261126154429_payslip_line_explanation_templates';
import * as dailyRecordReferenceIndexes from './20261126155104_daily_record_reference_indexes';
import * as retroPayEmployeeLists from './20261126155942_retro_pay_employee_lists';
import * as registrationCodes from './20261129055000_registration_codes';

// Every migration, named by a timestamp prefix so that a new file always sorts
// after every file an existing database has already run (Kysely refuses a
// database whose applied migrations are not a prefix of this list). Name a new
// one `date -u +%Y%m%d%H%M%S`_what_it_does.ts and add it at the end.
export const migrations: Record<string, Migration> = {
  '20261122203823_foundation': foundation,
  '20261122213502_hr_organisation': hrOrganisation,
  '20261122213503_hr_201_file': hr201File,
  '20261122213504_payroll_setup': payrollSetup,
  '20261122215050_leave_foundation': leaveFoundation,
  '20261122220116_attachment_content': attachmentContent,
  '20261124231045_time_punches': timePunches,
  '20261124232137_timekeeping_master_data': timekeepingMasterData,
  '20261124233535_timesheets': timesheets,
  '20261125130513_leave_ledger': leaveLedger,
  '20261125133441_timesheet_adjustments': timesheetAdjustments,
  '20261125133939_applications_engine': applicationsEngine,
  '20261125155046_payroll_processing': payrollProcessing,
  '20261125170015_contribution_policy': contributionPolicy,
  '20261125185331_remittances_and_bank_files': remittancesAndBankFiles,
  '20261125185402_bir_returns': birReturns,
  '20261125185655_thirteenth_month_batches': thirteenthMonthBatches,
  '20261125194944_bonus_batches': bonusBatches,
  '20261125221803_job_runs': jobRuns,
  '20261125222937_company_of_audit_rows_and_punch_imports': companyOfAuditRows,
  '20261126022400_change_requests': changeRequests,
  '20261126053708_batch_entries': batchEntries,
  '20261126053832_final_pay': finalPay,
  '20261126053839_service_charges_and_leave_conversions': serviceChargesAndLeaveConversions,
  '20261126053922_year_end_and_retro_pay': yearEndAndRetroPay,
  '20261126055142_notifications': notifications,
  '20261126092827_email_outbox_retries': emailOutboxRetries,
  '20261126101603_unmatched_punch_exceptions': unmatchedPunchExceptions,
  '20261126122753_leave_runs': leaveRuns,
  '20261126122823_schedule_uploads': scheduleUploads,
  '20261126123948_adjustment_cancellations': adjustmentCancellations,
  '20261126124440_bir_annual_records': birAnnualRecords,
  '20261126125750_approval_queue_indexes': approvalQueueIndexes,
  '20261126132317_approval_queue_keys': approvalQueueKeys,
  '20261126153645_bir_annual_lifecycle': birAnnualLifecycle,
  '20261126154429_payslip_line_explanation_templates': payslipLineExplanationTemplates,
  '20261126155104_daily_record_reference_indexes': dailyRecordReferenceIndexes,
  '20261126155942_retro_pay_employee_lists': retroPayEmployeeLists,
  '20261129055000_registration_codes': registrationCodes,
};

/**
 * The names the first release gave these migrations (numbered by area, which
 * stopped sorting in creation order). Databases created by it are renamed once
 * to the new names before migrating; the content of each migration is the same.
 */
export const FORMER_NAMES: Readonly<Record<string, string>> = {
  '0001_foundation': '20261122203823_foundation',
  '0101_hr_organisation': '20261122213502_hr_organisation',
  '0102_hr_201_file': '20261122213503_hr_201_file',
  '0201_payroll_setup': '20261122213504_payroll_setup',
  '0401_leave_foundation': '20261122215050_leave_foundation',
  '0402_attachment_content': '20261122220116_attachment_content',
};
