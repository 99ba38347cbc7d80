import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { RECORD_NAMES } from '@core/resources/record-names';

// react-admin's words with ours where a payroll officer reads them: a save says
// what was saved ("Employee created", "Payroll period saved"), never "Element created".

type Notifications = { created: string; updated: string; deleted: string };

function notificationsOf(name: string): Notifications {
  return { created: `${name} created`, updated: `${name} saved`, deleted: `${name} deleted` };
}

const resources = Object.fromEntries(
  Object.entries(RECORD_NAMES).map(([resource, name]) => [resource, { notifications: notificationsOf(name) }]),
);

export const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    notification: {
      ...englishMessages.ra.notification,
      created: 'Record created',
      updated: 'Changes saved |||| %{smart_count} records saved',
      deleted: 'Record deleted |||| %{smart_count} records deleted',
      item_doesnt_exist: 'This record no longer exists',
    },
  },
  resources,
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
