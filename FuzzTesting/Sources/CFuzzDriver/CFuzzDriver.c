// Declarations only (include/CFuzzDriver.h); libFuzzer defines the driver.
#include "CFuzzDriver.h"
