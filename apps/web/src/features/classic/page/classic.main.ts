/**
 * The light feed's entry (classic.html; docs/classic.md): no React, no router, nothing of the
 * app's chunks, under 50 KB of JavaScript before its first paint (scripts/check-bundle-budget.mjs).
 * The theme is applied before the paint by /boot.js, as in the app.
 */
import './classic.css';
import { startClassic } from './classic-page';

const root = document.getElementById('classic-content');
const status = document.getElementById('classic-status');
if (root && status) {
  void startClassic({
    root,
    status,
    signOut: document.getElementById('classic-sign-out') as HTMLButtonElement | null,
  });
}
