// arith casts: index_cast/index_castui, sitofp/uitofp, fptosi/fptoui, extf/truncf, extsi/extui/trunci, bitcast.
func.func @casts(%i: i32, %n: index, %x: f64, %h: f16, %b: i1) -> (index, i64, f32, i32, f64, i8) {
  %0 = arith.index_cast %i : i32 to index
  %1 = arith.index_cast %n : index to i64
  %2 = arith.index_castui %i : i32 to index
  %3 = arith.sitofp %i : i32 to f32
  %4 = arith.uitofp %1 : i64 to f64
  %5 = arith.fptosi %x : f64 to i32
  %6 = arith.fptoui %x : f64 to i16
  %7 = arith.extf %h : f16 to f64
  %8 = arith.extf %3 : f32 to f64
  %9 = arith.truncf %x : f64 to f32
  %10 = arith.truncf %9 : f32 to f16
  %11 = arith.extsi %i : i32 to i64
  %12 = arith.extui %b : i1 to i32
  %13 = arith.extsi %6 : i16 to i32
  %14 = arith.trunci %11 : i64 to i8
  %15 = arith.trunci %5 : i32 to i1
  %16 = arith.bitcast %x : f64 to i64
  %17 = arith.bitcast %i : i32 to f32
  %18 = arith.addf %7, %8 : f64
  %19 = arith.addi %12, %13 : i32
  return %2, %16, %17, %19, %18, %14 : index, i64, f32, i32, f64, i8
}
