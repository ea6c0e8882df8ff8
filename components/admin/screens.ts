// The admin screens, for the navigation (a client component) and the dashboard's links (a server one).
export const ADMIN_SCREENS = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/orders", label: "Orders & sales" },
  { href: "/admin/discounts", label: "Discount codes" },
  { href: "/admin/programmes", label: "Programmes & gifts" },
  { href: "/admin/reviews", label: "Reviews" },
  { href: "/admin/emails", label: "E-mails" },
  { href: "/admin/posts", label: "Posts" },
  { href: "/admin/guides", label: "Guide PDFs" },
  { href: "/admin/content", label: "Content" },
] as const;
