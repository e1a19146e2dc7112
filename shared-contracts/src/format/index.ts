// The one way the site shows money, figures and dates (docs/architecture.md#d32).
export { formatCentsAsMoney, formatMoney, type MoneyOptions } from './money.ts';
export { formatNumber, formatPercent, NO_VALUE, type NumberOptions } from './numbers.ts';
export { FIRM_TIME_ZONE, dayInZone, formatDate, isTimeZone, timeZoneName, fromFirmDateTimeInput, toFirmDateTimeInput, type DateStyle } from './dates.ts';
