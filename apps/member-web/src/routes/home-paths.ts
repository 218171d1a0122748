/** Paths that show home (spec section 2, route table). */
export const homeAliases = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];
