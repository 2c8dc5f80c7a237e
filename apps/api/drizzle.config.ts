import { defineConfig } from 'drizzle-kit';

// Only generates SQL from the schema; migrations are applied by the server at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/schema-booking.ts'],
  out: './drizzle',
});
