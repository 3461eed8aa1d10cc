import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The system configuration document ('current' in 'system-configuration'; docs/product.md, "The
 * data"). The document holds what an administrator edits; version and update time are kept in
 * columns by the server.
 */
export const systemConfigurations = pgTable('system_configurations', {
  id: text('id').primaryKey(),
  document: jsonb('document').notNull(),
  configurationVersion: integer('configuration_version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
