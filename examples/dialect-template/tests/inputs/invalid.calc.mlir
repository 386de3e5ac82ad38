%0 = calc.constant 1 : i32
%1 = calc.add %0 : i32
