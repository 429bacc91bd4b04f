/**
 * The table of spec §2 "Menu entries (path: roles)", pasted as written (declared in contract/menu.ts):
 * the oracle that the menu test (menuTable.test.ts) and the browser tests (e2e/specMenu.ts) compare the
 * app with, kept apart from the app's own table (menuTable.ts) so that a slip in one shows against the other.
 */
export { SPEC_MENU_ROWS, SPEC_MENU_TABLE, type SpecMenuRow } from '../generated/contract/menu';
