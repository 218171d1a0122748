/**
 * The contract's money format, in one place for the client, the mocks and the reference server. An amount is a
 * decimal string with two places ("1250.00") and at most 13 integer digits: in minor units (x100) every amount then
 * stays below 2^53, so integer arithmetic on JS numbers (the server's bigint columns) is exact.
 */
export const moneyIntegerDigits = 13;

/** `Money` of `openapi/wps.yaml`: `-?` then 1 to 13 digits, a dot and two digits. */
export const moneyPattern = new RegExp(`^-?\\d{1,${moneyIntegerDigits}}\\.\\d{2}$`);
