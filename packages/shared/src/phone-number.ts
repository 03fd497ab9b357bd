/**
 * A phone number as Indians write it, reduced to the 10 digits that the contact
 * form's rule (spec section 5) checks and stores.
 */

/** Spaces, hyphens and brackets only group the digits: "+91 98765 43210", "(0) 98765-43210". */
const groupingMarks = /[\s()-]/g;

/** One leading country code or trunk zero, only when exactly 10 digits follow it. */
const prefixedNumber = /^(?:\+91|91|0)(\d{10})$/;

/**
 * "+91 98765 43210", "98765-43210" and "(0)98765 43210" all give "9876543210".
 * Anything else comes back without its grouping marks and is left for the
 * 10-digit rule to refuse: only one prefix is taken off, so "0091..." or
 * "+91 0..." stay as they are rather than being guessed at.
 */
export function nationalPhoneNumber(typed: string): string {
  const compact = typed.replace(groupingMarks, '');
  return compact.replace(prefixedNumber, '$1');
}
