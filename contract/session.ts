/** The signed-in user as the login answer gives it (spec section 3, User). */
export interface SessionUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  dob: string | null;
  address: string;
  city: string;
  state: string;
  postal: string;
  currency_code: 'USD' | 'EUR' | 'AUD';
  country_code: string;
  role: 'user' | 'admin';
  is2FA: boolean;
  phone: string | null;
  time_zone?: string;
}
