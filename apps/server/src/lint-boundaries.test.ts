import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint configuration, on probe sources placed inside modules/: what it refuses
// between server modules (record 0123) is refused, and a clean import passes.
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const modules = `${repoRoot}/apps/server/src/modules`;

// The probes are not files of the TypeScript project: the rules that need type information are off.
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });

async function ruleIdsOf(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('lint between server modules', () => {
  it("refuses a module importing another module's repository", async () => {
    const code =
      "import { productsRepository } from '../products/repository.ts';\nexport const probe = productsRepository;\n";
    expect(await ruleIdsOf(code, `${modules}/shops/probe.ts`)).toEqual(['boundaries/dependencies']);
  });

  it('refuses a cycle between two modules', async () => {
    // products/index.ts reaches blocks/index.ts and so blocks/service.ts: blocks importing products closes it.
    const code =
      "import { productsService } from '../products/index.ts';\nexport const probe = productsService;\n";
    expect(await ruleIdsOf(code, `${modules}/blocks/service.ts`)).toEqual(['import-x/no-cycle']);
  });

  it("lets a module use another module's index.ts", async () => {
    const code = "import { notBlockedBy } from '../blocks/index.ts';\nexport const probe = notBlockedBy;\n";
    expect(await ruleIdsOf(code, `${modules}/shops/probe.ts`)).toEqual([]);
  });
});
