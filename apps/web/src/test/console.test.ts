import { describe, expect, it } from 'vitest';
import { checkConsole, expectConsole } from './console.ts';

// Each test ends its own watch with checkConsole(), so the setup's check after it finds nothing left.
describe('the console watch of the web tests', () => {
  it('fails on an error or warning nobody expected, listing each', () => {
    console.error('Warning: Each child in a list should have a unique "key" prop.');
    console.warn('%s is deprecated', 'findDOMNode');
    expect(() => checkConsole()).toThrow(
      'console.error: Warning: Each child in a list should have a unique "key" prop.\n\n' +
        'console.warn: findDOMNode is deprecated',
    );
  });

  it('takes every message matching an expectation of its level as expected', () => {
    expectConsole('error', /screen failed/);
    expectConsole('warn', 'Геолокация не поддерживается');
    console.error('A screen failed to render:', new Error('boom'));
    console.error('Another screen failed to render');
    console.warn('Геолокация не поддерживается');
    expect(() => checkConsole()).not.toThrow();
  });

  it('does not take a message of the other level, or one a string only partly matches', () => {
    expectConsole('error', /screen failed/);
    expectConsole('warn', 'Геолокация');
    console.warn('A screen failed to render');
    console.warn('Геолокация не поддерживается');
    expect(() => checkConsole()).toThrow(/console\.warn: A screen failed to render/);
  });

  it('fails when an expected message was never logged', () => {
    expectConsole('warn', /geolocation/);
    expect(() => checkConsole()).toThrow('expected console.warn matching /geolocation/, none logged');
  });

  it('starts each check afresh', () => {
    console.error('left over');
    expect(() => checkConsole()).toThrow();
    expect(() => checkConsole()).not.toThrow();
  });
});
