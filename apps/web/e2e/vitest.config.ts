import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The files that take longest (docs/testing.md): they start first, so that the workers end
 * together instead of one waiting for another's last long file. The others follow in vitest's
 * order (the longest of the last run first, or the largest file on a fresh clone).
 */
// accessibility.e2e.ts opens every route of the spec at two widths, in both themes: 14 tests,
// 165 s beside other work (load 13), none over 25 s. help-terms.e2e.ts
// starts a server of its own twice, with the operator's command between: 45 s alone on a quiet
// machine, 60 to 100 s beside other work.
// pwa.e2e.ts builds a second version of the app and starts servers of its own; videos.e2e.ts and
// album-videos.e2e.ts mostly wait for ffmpeg, which runs at a lower priority: started early,
// they wait while other files use the cores.
const SLOWEST_FIRST = [
  'accessibility.e2e.ts',
  'pwa.e2e.ts',
  'videos.e2e.ts',
  'albums.e2e.ts',
  'events.e2e.ts',
  'realtime.e2e.ts',
  'album-videos.e2e.ts',
  'help-terms.e2e.ts',
];

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = SLOWEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index === -1 ? SLOWEST_FIRST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Two files at a time, each with its own browser and its own server (global-setup.ts).
    // They kept less than one of the two cores busy; three (E2E_WORKERS=3) finished sooner but
    // made the load reach 20, and timing-sensitive tests failed there (docs/testing.md).
    maxWorkers: Number(process.env.E2E_WORKERS) || 2,
    sequence: { sequencer: SlowestFirst },
    // The longest test (once accessibility.e2e.ts's 15 screens through axe twice, 46 s with one
    // worker and 55 s with two on a loaded machine; its tests now take a dozen pages each, under
    // 40 s): 60 s left too little room.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
