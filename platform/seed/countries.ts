/**
 * Country dialing codes for the picker, the merchant's market (the Philippines) first, then the
 * neighbouring markets whose languages the site speaks.
 */
export const COUNTRY_CODES = [
  { countryCode: 'PH', countryDialingCode: '+63' },
  { countryCode: 'VN', countryDialingCode: '+84' },
  { countryCode: 'TH', countryDialingCode: '+66' },
  { countryCode: 'ID', countryDialingCode: '+62' },
  { countryCode: 'MY', countryDialingCode: '+60' },
  { countryCode: 'SG', countryDialingCode: '+65' },
  { countryCode: 'KH', countryDialingCode: '+855' },
  { countryCode: 'MM', countryDialingCode: '+95' },
  { countryCode: 'LA', countryDialingCode: '+856' },
  { countryCode: 'IN', countryDialingCode: '+91' },
  { countryCode: 'BD', countryDialingCode: '+880' },
  { countryCode: 'JP', countryDialingCode: '+81' },
  { countryCode: 'KR', countryDialingCode: '+82' },
  { countryCode: 'CN', countryDialingCode: '+86' },
  { countryCode: 'TW', countryDialingCode: '+886' },
  { countryCode: 'HK', countryDialingCode: '+852' },
] as const;
