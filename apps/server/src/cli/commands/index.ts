import type { Command } from '../command.ts';
import { cdekWebhook } from './cdek-webhook.ts';
import { generate } from './generate.ts';
import { grantRoleCommand } from './grant-role.ts';
import { searchRelevance } from './search-relevance.ts';
import { searchSuggestions } from './search-suggestions.ts';
import { seedDemo } from './seed-demo.ts';

/** Every admin command but `help`, which lists these. */
export const commands: readonly Command[] = [
  seedDemo,
  generate,
  grantRoleCommand,
  cdekWebhook,
  searchRelevance,
  searchSuggestions,
];
