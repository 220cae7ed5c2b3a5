# Our own code compiles without warnings under -Wall -Wextra -Wpedantic.
function(kabir_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
endfunction()
