// /auth/reset is the same confirmation screen as /auth/confirm (it reads type=reset).
export { default, metadata } from "../confirm/page";
