/**
 * Asks the browser to keep this site's data when storage runs short instead of evicting it,
 * unless it already does. Called when there is data worth keeping (a pin, the offline backend's
 * chats), never at start-up: some browsers ask the person.
 */
export const askToKeepStoredData = (): void => {
  const storage = navigator.storage;
  if (!storage?.persist || !storage.persisted) return;
  storage
    .persisted()
    .then((kept) => kept || storage.persist())
    .catch(() => false);
};
