import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest test files a run lists. */
const LISTED = 20;

/**
 * Lists the slowest test files at the end of every run (hooks and imports included), so that a
 * suite growing slower shows in the output of the run that made it so.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files = testModules
      .map((module) => {
        const diagnostic = module.diagnostic();
        const seconds =
          (diagnostic.environmentSetupDuration +
            diagnostic.prepareDuration +
            diagnostic.collectDuration +
            diagnostic.setupDuration +
            diagnostic.duration) /
          1000;
        return { name: module.relativeModuleId, project: module.project.name, seconds };
      })
      .sort((a, b) => b.seconds - a.seconds);
    if (files.length === 0) return;
    const total = files.reduce((sum, file) => sum + file.seconds, 0);
    const lines = files
      .slice(0, LISTED)
      .map(
        (file) =>
          `${file.seconds.toFixed(1).padStart(7)} s  ${file.name}${file.project ? ` (${file.project})` : ''}`,
      );
    process.stdout.write(
      `\nThe ${Math.min(LISTED, files.length)} slowest of ${files.length} test files (${total.toFixed(0)} s in all, summed over workers):\n${lines.join('\n')}\n`,
    );
  }
}
