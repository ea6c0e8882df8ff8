// Storage keys are relative paths such as "guides/Emotional_Alchemy_Desktop.pdf": a key may not
// escape the storage root or carry anything but safe path characters.
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_\-.]*(\/[A-Za-z0-9][A-Za-z0-9_\-.]*)*$/;

export function isSafeStorageKey(key: string): boolean {
  return key.length <= 300 && SAFE_KEY.test(key) && !key.split("/").some((part) => part === ".." || part === ".");
}

export function guidePdfKey(fileName: string, layout: "desktop" | "mobile"): string {
  return `guides/${fileName}_${layout === "mobile" ? "Mobile" : "Desktop"}.pdf`;
}
