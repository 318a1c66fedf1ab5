export const REPO_ROOT: string;
export const TOPOLOGY_FILE: string;
export const TARGETS: string[];
export const SECTION_SCOPES: Record<string, string>;
export interface Topology {
  project: string;
  sites: Record<string, { app: string; site: string; origin: string }>;
  services: Record<string, unknown>;
  keepReleases: number;
  emulator: { project: string; hostingPort: number; firestorePort: number };
}
export function readTopology(file?: string): Topology;
export function checkTopology(topology: unknown): Topology;
export function sectionNames(topology: Topology): string[];
export function siteOrigins(topology: Topology, target: string): Record<string, string>;
export function sectionBase(topology: Topology, target: string, section: string): string;
export function runtimeManifest(topology: Topology, target: string): Record<string, string>;
