// function types: no inputs/results, several results, function types nested as argument types and inside type attributes.
func.func private @f0() -> ()
func.func private @f1(i32) -> i32
func.func private @f2(i32, f64) -> (i32, f64)
func.func private @takes_fn((i32) -> f64, () -> ()) -> ((f64) -> (i1, i1))
func.func @typed() attributes {t0 = () -> (), t1 = (index) -> memref<?xf64>, t2 = (i1, f16) -> (i8, bf16), t3 = ((i32) -> ()) -> i64} {
  return
}
