// Vitest reporter for `npm test`: writes each project's files, tests and time (the sum over its
// files of environment, setup, import and test time) as JSON to the path in VITEST_PROJECT_TIMES.
import fs from 'node:fs';
import path from 'node:path';

/** Sums the run per vitest project and writes it out when the run ends. */
export default class ProjectTimesReporter {
  onTestRunEnd(testModules) {
    const projects = {};
    for (const module of testModules) {
      const diagnostic = module.diagnostic();
      const project = (projects[module.project.name] ??= { files: 0, tests: 0, seconds: 0 });
      project.files += 1;
      project.tests += [...module.children.allTests()].length;
      project.seconds += (diagnostic.environmentSetupDuration + diagnostic.prepareDuration + diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.duration) / 1000;
    }
    const output = process.env.VITEST_PROJECT_TIMES;
    if (!output) return;
    fs.mkdirSync(path.dirname(output), { recursive: true });
    fs.writeFileSync(output, JSON.stringify(projects, null, 2));
  }
}
