// The types of the module rspack.config.mjs writes from the map of the sections (a virtual
// module, never on disk): each exposed module's id, `<scope>/<name>`, to a dynamic import of
// `<app>/src/<name>`, the source Module Federation would expose.
import type { ExposedModuleId } from '../../../shell/src/sections/exposed-modules';

export declare const loaders: { [Id in ExposedModuleId]: () => Promise<unknown> };
