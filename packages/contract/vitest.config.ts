import { defineConfig } from 'vitest/config';
import { maxWorkers } from '../../vitest.shared.config.ts';

export default defineConfig({ test: { name: 'contract', include: ['src/**/*.test.ts'], maxWorkers } });
