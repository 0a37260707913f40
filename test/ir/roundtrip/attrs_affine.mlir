// affine_map and affine_set attributes: identity, constant, zero-result, symbol-only, semi-affine, and expression simplification.
func.func @maps() attributes {id = affine_map<(d0, d1) -> (d0, d1)>, perm = affine_map<(d0, d1, d2) -> (d2, d0, d1)>, cst = affine_map<() -> (0, -5)>, empty = affine_map<(d0) -> ()>, sym = affine_map<()[s0, s1] -> (s0 * s1)>, semi = affine_map<(d0)[s0] -> (d0 * s0, d0 mod s0, d0 floordiv s0, d0 ceildiv s0)>, simp = affine_map<(d0, d1) -> (d0 + d1 - d0, 2 * 3 + d1, (d0 * 4) floordiv 2, d1 mod 1, -(d0 - 1))>, neg = affine_map<(d0)[s0] -> (-d0, d0 * -3 - s0, (d0 - 7) mod 4)>, order = affine_map<(d0, d1)[s0] -> (s0 + d1 + d0 + 3)>} {
  return
}
func.func @sets() attributes {empty = affine_set<() : (0 == 0)>, one = affine_set<(d0) : (d0 >= 0)>, mixed = affine_set<(d0, d1)[s0] : (d0 - d1 == 0, s0 - d0 - 1 >= 0, d0 mod 2 == 0)>, neg = affine_set<(d0) : (-d0 + 10 >= 0)>, never = affine_set<(d0) : (1 == 0)>} {
  return
}
