func.func @a() {
  return
}
// @@@
func.func @b() {
  return
}
// @@ is a near miss
func.func @c() {
  return
}
// -----
func.func @d() {
  return
}
