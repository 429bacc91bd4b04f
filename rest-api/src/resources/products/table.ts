import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { moneyColumn, recordColumns, recordIndexes, searchIndex, restrictKey } from '../../db/columns';
import { portfolios } from '../portfolios/table';
import { productSubcategories } from '../product-subcategories/table';

/**
 * Products (DESIGN §5 Products: code, name, subcategory, portfolio, unit, price, active). `code` is
 * unique regardless of case; `price` is an exact amount (numeric(12,2), never negative) in the currency
 * of the GVR settings; `subcategory_id` is required, `portfolio_id` optional. Indexes back every sort
 * key, foreign key and filter and the search over code and name.
 */
export const products = pgTable(
  'products',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    subcategory: uuid('subcategory_id').notNull(),
    portfolio: uuid('portfolio_id'),
    unit: text('unit').notNull(),
    price: moneyColumn('price').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('products_code_unique').on(sql`lower(${t.code})`),
    index('products_name_idx').on(sql`lower(${t.name})`),
    index('products_price_idx').on(t.price),
    index('products_subcategory_idx').on(t.subcategory),
    index('products_portfolio_idx').on(t.portfolio),
    index('products_active_idx').on(t.active),
    ...recordIndexes('products', t),
    searchIndex('products', t.code),
    searchIndex('products', t.name),
    check('products_price_check', sql`${t.price} >= 0`),
    restrictKey('products', t.subcategory, productSubcategories.id),
    restrictKey('products', t.portfolio, portfolios.id),
  ],
);
