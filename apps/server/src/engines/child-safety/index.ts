// The public surface of this folder: other modules and engines import only from here.
export { checkChildSafeText, type ChildSafetyText, describeProblems } from './child-safety.js';
