// Standalone entry: the async boundary lets federation negotiate shared singletons first.
import('./bootstrap').catch((error: unknown) => console.error('Standalone start failed:', error));
