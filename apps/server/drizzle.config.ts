import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are applied from code (STACK.md trap).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/*.schema.ts', './src/platform/*.schema.ts'],
  out: './drizzle',
});
