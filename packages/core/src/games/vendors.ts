import { maxVendorIcons, vendorNavigationAbove } from '../constants/business.js';

/** Distinct vendor codes in order of first appearance, at most 10 (spec section 2). */
export function vendorIconList(vendors: Iterable<string | null | undefined>, max: number = maxVendorIcons): string[] {
  const list: string[] = [];
  for (const vendor of vendors) {
    if (!vendor || list.includes(vendor)) continue;
    list.push(vendor);
    if (list.length === max) break;
  }
  return list;
}

/** Icon file of a vendor: `{vendor}-COLOR.png` (hidden by the screen when it fails to load). */
export function vendorIconFile(vendor: string): string {
  return `${vendor}-COLOR.png`;
}

/** The side menu's navigation lists vendors only when there are more than 3 (spec section 2). */
export function showsVendorNavigation(vendorCount: number): boolean {
  return vendorCount > vendorNavigationAbove;
}
