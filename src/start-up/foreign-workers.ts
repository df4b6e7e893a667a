/**
 * Takes away every service worker on this origin: the real-backend build has none of its own,
 * and one left by an offline build served here before would go on answering this build's calls
 * with mock data. A page it still controls is free of it from its next load.
 */
export const unregisterForeignWorkers = async (): Promise<void> => {
  const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
  await Promise.all(registrations.map((registration) => registration.unregister()));
};
