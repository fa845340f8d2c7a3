/**
 * Using Zwang from a Java program: {@link org.zwang.api.BridgeSolver} and {@link org.zwang.api.TableBatch}
 * for double-dummy bridge (DD tables, par, SolveBoard, play analysis), {@link org.zwang.api.DuckEngine}
 * for the Duck Chess engine. A thin layer over the solver and engine the command line uses, so that a
 * program needs to know a handful of classes, not the modules' internals (docs/java-api.md).
 */
package org.zwang.api;
