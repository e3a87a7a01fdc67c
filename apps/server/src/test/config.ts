import { loadConfig, type Config } from '../config.ts';

/** The config of an app under test: quiet, in `dataDir`, with `env` on top. */
export function testConfig(dataDir: string, env: Record<string, string | undefined> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
}
