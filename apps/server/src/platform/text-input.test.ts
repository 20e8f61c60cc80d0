/**
 * A NUL character made PostgreSQL refuse the query (a 500). Every text input now
 * refuses C0 control characters with a French field error, and no string at all gives a 5xx.
 */
import { CONTROL_CHARACTER_ERROR } from '@koinonia/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTextInputWorld, type TextInput, textInputs } from '../test/text-inputs.ts';

let t: TestApp;
let inputs: TextInput[];
beforeAll(async () => {
  t = await createTestApp();
  inputs = textInputs(await createTextInputWorld(t));
});
afterAll(() => t.close());

describe('control characters in text inputs', () => {
  it('refuses NUL in every text field with a French field error', async () => {
    const wrong: string[] = [];
    for (const input of inputs) {
      const response = await t.app.inject(input.request('Ab\u0000cd'));
      const body = response.json<{ code?: string; details?: Record<string, string> }>();
      const refused =
        response.statusCode === 400 &&
        body.code === 'validation_error' &&
        Object.values(body.details ?? {}).includes(CONTROL_CHARACTER_ERROR);
      if (!refused) wrong.push(`${input.name}: ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses other C0 controls, and keeps tab and newline in multi-line text', async () => {
    const text = (value: string) =>
      t.app.inject(
        inputs.find((input) => input.name === 'POST /api/publications/ text')!.request(value),
      );
    const firstName = (value: string) =>
      t.app.inject(
        inputs
          .find((input) => input.name === 'PATCH /api/users/profil/ first_name')!
          .request(value),
      );
    expect((await text('Ligne 1\n\tLigne 2\r\n')).statusCode).toBe(201);
    expect((await text('bip\u0007')).statusCode).toBe(400);
    expect((await text('efface\u007F')).statusCode).toBe(400);
    expect((await firstName('Anne\nMarie')).statusCode).toBe(400);
    expect((await firstName('Anne\u001B[31m')).json()).toMatchObject({
      details: { first_name: CONTROL_CHARACTER_ERROR },
    });
    expect((await firstName('Anne-Marie')).statusCode).toBe(200);
  });
});

/** Units that broke things before: NUL, lone surrogates, controls, and any code point. */
const hostileUnit = fc.oneof(
  fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\u0008', '\u001B', '\u007F', '\n', '%', "'", '"'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
const MEGABYTE = 1_048_576;
const hostileString = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: hostileUnit, maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'a'.repeat(MEGABYTE),
      '\u0000'.repeat(MEGABYTE),
      '\uD800'.repeat(MEGABYTE / 2),
    ),
  },
);

describe('random strings in every text field (property)', () => {
  it('never answer with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: inputs.length - 1 }), hostileString, async (index, value) => {
        const input = inputs[index]!;
        const response = await t.app.inject(input.request(value));
        if (response.statusCode >= 500) {
          throw new Error(`${input.name} answered ${response.statusCode}: ${response.body}`);
        }
      }),
      // A fixed seed keeps CI reproducible; 100 runs take a few seconds on PGlite.
      { seed: 1414, numRuns: 100 },
    );
  }, 60_000);
});
