/**
 * Takes away every service worker on this origin but `own` (an absolute URL, or none): one left
 * by an offline build served here before would go on answering this build's calls with mock
 * data. A page it still controls is free of it from its next load.
 */
export const unregisterForeignWorkers = async (own: string | null): Promise<void> => {
  const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
  await Promise.all(
    registrations
      .filter((registration) => {
        const worker = registration.active ?? registration.waiting ?? registration.installing;
        return !own || worker?.scriptURL !== own;
      })
      .map((registration) => registration.unregister()),
  );
};
