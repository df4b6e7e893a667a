/**
 * Copies text, also outside secure contexts (plain http on a LAN address), where
 * navigator.clipboard does not exist: there a hidden textarea and execCommand do the work.
 */
export const copyToClipboard = async (text: string): Promise<boolean> => {
  if (globalThis.isSecureContext && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // permission denied: fall through to the legacy path
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
};
