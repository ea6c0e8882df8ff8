"use client";
// The address a test e-mail goes to until the admin types another: their own (the e-mail page
// passes it in). Every test sender of the page starts from it.
import { createContext, useContext, type ReactNode } from "react";

const TestAddress = createContext("");

export function TestAddressProvider({ email, children }: { email: string; children: ReactNode }) {
  return <TestAddress value={email}>{children}</TestAddress>;
}

export function useTestAddress(): string {
  return useContext(TestAddress);
}
