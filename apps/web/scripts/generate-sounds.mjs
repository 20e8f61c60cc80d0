// Writes the two notification sounds of spec §9 as short PCM WAV chimes:
// public/sounds/notification.wav and public/sounds/new_message.wav.
// Run: node scripts/generate-sounds.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const RATE = 44100;

/** A bell-like note: a sine with a soft octave partial, quick attack, exponential decay. */
function note(samples, start, frequency, duration, gain) {
  const from = Math.round(start * RATE);
  const length = Math.round(duration * RATE);
  for (let i = 0; i < length && from + i < samples.length; i++) {
    const time = i / RATE;
    const attack = Math.min(1, time / 0.008);
    const decay = Math.exp(-time * 5.5);
    const wave =
      Math.sin(2 * Math.PI * frequency * time) +
      0.35 * Math.sin(2 * Math.PI * frequency * 2 * time) * Math.exp(-time * 9) +
      0.12 * Math.sin(2 * Math.PI * frequency * 3 * time) * Math.exp(-time * 14);
    samples[from + i] += gain * attack * decay * wave;
  }
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  const peak = Math.max(...samples.map(Math.abs)) || 1;
  samples.forEach((value, i) => {
    // Normalise to 80 % of full scale, with a short fade-out at the very end.
    const fade = Math.min(1, (samples.length - i) / (RATE * 0.02));
    data.writeInt16LE(Math.round((value / peak) * 0.8 * fade * 32767), i * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16); // PCM chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

function render(duration, notes) {
  const samples = new Array(Math.round(duration * RATE)).fill(0);
  for (const [start, frequency, length, gain] of notes)
    note(samples, start, frequency, length, gain);
  return wav(samples);
}

const out = new URL('../public/sounds/', import.meta.url);
mkdirSync(out, { recursive: true });

// Notification: a gentle two-note chime, E5 then A5.
writeFileSync(
  new URL('notification.wav', out),
  render(0.75, [
    [0, 659.25, 0.6, 0.8],
    [0.12, 880.0, 0.63, 0.9],
  ]),
);

// New message: three quick rising notes, C6 E6 G6.
writeFileSync(
  new URL('new_message.wav', out),
  render(0.6, [
    [0, 1046.5, 0.45, 0.6],
    [0.08, 1318.5, 0.45, 0.6],
    [0.16, 1568.0, 0.44, 0.7],
  ]),
);

console.log('Wrote public/sounds/notification.wav and public/sounds/new_message.wav');
