// The shared rule, so pages and mails write counts alike.
export { pluralForm, pluralize, type PluralForms } from '@cofound/shared/text/plural';
