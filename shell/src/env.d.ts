// Types for what rsbuild lets source files import (CSS, assets) and its build-time variables.
/// <reference types="@rsbuild/core/types" />
